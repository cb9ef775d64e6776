import { useEffect, useState } from 'react';

/**
 * False in the render that mounts the component, true from a task after its commit. For a part whose insertion
 * is long work of its own, such as an iframe (the browser makes its document while it is appended): it then gets
 * a task of its own, not the end of the commit that brings the rest of the page (issue 34, decision 066: the
 * checkout's total blocking time).
 */
export function useNextTask(): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    const task = setTimeout(() => setReached(true));
    return () => clearTimeout(task);
  }, []);
  return reached;
}

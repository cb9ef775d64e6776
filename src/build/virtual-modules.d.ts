// The modules the build's plugins make (src/build/*.plugin.ts).
declare module 'virtual:flow-coverage' {
  const reports: unknown[];
  export default reports;
}

// The company chooser's place while its chunk or texts load: the chooser's own height, so nothing shifts when it
// comes (decision 033). Its own module, so a page can show it without loading the chooser.
import { Skeleton } from '../../ui/skeleton';
import * as styles from './company-chooser.css';

export function CompanyChooserPlaceholder() {
  return <Skeleton height="auto" className={styles.placeholder} />;
}

import { Button } from '@/components/ui/button/button';
import { companyName, contactEmail } from '@/config/site';
import { company } from '@corner/contracts';
import styles from './estimate-page.module.css';

/** Opens the browser's print dialog, where the page also saves as a PDF (decision 35). */
export function PrintButton() {
  return (
    <Button variant="secondary" className={styles.noPrint} onClick={() => window.print()}>
      Print or save as PDF
    </Button>
  );
}

/** Who issued the estimate, at the top of a printed one only: the page's top bar is not printed. */
export function PrintHeader() {
  return (
    <div className={styles.printHeader}>
      <p className={styles.printCompany}>{companyName}</p>
      <p>
        {contactEmail} · {company.website.replace(/^https?:\/\//, '')}
      </p>
    </div>
  );
}

import { Link } from 'react-router';
import { paths } from '@/config/paths';
import {
  companyName,
  companyTagline,
  contactEmail,
  legalLinks,
  marketingLinks,
  socialLinks,
  type ExternalLink,
} from '@/config/site';
import styles from './layout.module.css';

function LinkList({ title, links }: { title: string; links: ExternalLink[] }) {
  return (
    <nav aria-label={title} className={styles.footerGroup}>
      <h2 className={styles.footerHeading}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Marketing, gallery, social and legal links, and how to reach Corner. */
export default function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerIntro}>
          <p className={styles.footerBrand}>Corner</p>
          <p>{companyTagline}</p>
          <address className={styles.address}>
            Write to us at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </address>
        </div>
        <nav aria-label="Galleries" className={styles.footerGroup}>
          <h2 className={styles.footerHeading}>Galleries</h2>
          <ul>
            <li>
              <Link to={paths.kitchens}>Kitchens</Link>
            </li>
            <li>
              <Link to={paths.catalog}>Components</Link>
            </li>
          </ul>
        </nav>
        <LinkList title="Company" links={marketingLinks} />
        <LinkList title="Follow us" links={socialLinks} />
      </div>
      <div className={styles.footerLegal}>
        <p>
          © {new Date().getFullYear()} {companyName}
        </p>
        <ul>
          {legalLinks.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}

import { company } from '@corner/contracts';
import {
  Body,
  Button,
  Container,
  Head,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';

/*
 * The frame every mail shares: a header with the company's name, the mail's own content, and
 * a footer with how to reach the company. Layout is tables (React Email's Container and
 * Section), every style is inline; the one <style> block only switches to dark colours in the
 * clients that honour prefers-color-scheme (Apple Mail, Outlook.com). Elsewhere the light
 * colours stay, and they are plain solid colours a client can invert cleanly.
 */

// The web app's colour tokens (apps/web/src/styles/tokens.css), light and dark.
const light = {
  page: '#f6f3ee',
  card: '#ffffff',
  ink: '#1f1d1a',
  muted: '#57514a',
  line: '#d9d2c7',
  accent: '#2f3a2c',
  onAccent: '#f6f3ee',
};
const dark = {
  page: '#171512',
  card: '#23201c',
  ink: '#f1ece4',
  muted: '#c9c0b4',
  line: '#3a352f',
  accent: '#c8d3bf',
  onAccent: '#1f1d1a',
};

const fontFamily = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const darkModeStyles = `
@media (prefers-color-scheme: dark) {
  .mail-page { background-color: ${dark.page} !important; }
  .mail-card { background-color: ${dark.card} !important; border-color: ${dark.line} !important; }
  .mail-ink { color: ${dark.ink} !important; }
  .mail-muted { color: ${dark.muted} !important; }
  .mail-line { border-color: ${dark.line} !important; }
  .mail-button { background-color: ${dark.accent} !important; color: ${dark.onAccent} !important; }
}`;

const body: CSSProperties = { backgroundColor: light.page, margin: 0 };
// The page colour again on a table of its own: some clients drop the body's styles.
const page: CSSProperties = { backgroundColor: light.page, padding: '24px 12px', fontFamily };
const card: CSSProperties = {
  maxWidth: '560px',
  backgroundColor: light.card,
  border: `1px solid ${light.line}`,
  borderRadius: '8px',
};
const header: CSSProperties = { padding: '20px 32px', borderBottom: `1px solid ${light.line}` };
const brand: CSSProperties = {
  margin: 0,
  fontSize: '18px',
  lineHeight: '24px',
  fontWeight: 700,
  letterSpacing: '0.02em',
  fontFamily,
  color: light.ink,
};
const content: CSSProperties = { padding: '8px 32px 16px' };
const footer: CSSProperties = { padding: '16px 32px 20px', borderTop: `1px solid ${light.line}` };
const footerText: CSSProperties = {
  fontFamily,
  margin: '0 0 4px',
  fontSize: '13px',
  lineHeight: '20px',
  color: light.muted,
};
const footerLink: CSSProperties = { color: light.muted, textDecoration: 'underline' };

export function MailLayout({ preheader, children }: { preheader: string; children: ReactNode }) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkModeStyles}</style>
      </Head>
      <Preview>{preheader}</Preview>
      <Body style={body} className="mail-page">
        <Section style={page} className="mail-page">
          <Container style={card} className="mail-card">
            <Section style={header} className="mail-line" data-skip-in-text>
              <Text style={brand} className="mail-ink">
                {company.name}
              </Text>
            </Section>
            <Section style={content}>{children}</Section>
            <Section style={footer} className="mail-line">
              <Text style={{ ...footerText, fontWeight: 700 }} className="mail-muted">
                {company.name}
              </Text>
              <Text style={footerText} className="mail-muted">
                {company.tagline}
              </Text>
              <Text style={footerText} className="mail-muted">
                Write to us at{' '}
                <Link
                  href={`mailto:${company.contactEmail}`}
                  style={footerLink}
                  className="mail-muted"
                >
                  {company.contactEmail}
                </Link>
                <br />
                <Link href={company.website} style={footerLink} className="mail-muted">
                  {company.website}
                </Link>
              </Text>
            </Section>
          </Container>
        </Section>
      </Body>
    </Html>
  );
}

const paragraph: CSSProperties = {
  fontFamily,
  margin: '16px 0',
  fontSize: '16px',
  lineHeight: '24px',
  color: light.ink,
};

export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text style={paragraph} className="mail-ink">
      {children}
    </Text>
  );
}

/** A line shown in the HTML part only (the text part says it otherwise). */
export function HtmlOnlyParagraph({ children }: { children: ReactNode }) {
  return (
    <Text style={{ ...paragraph, color: light.muted }} className="mail-muted" data-skip-in-text>
      {children}
    </Text>
  );
}

const button: CSSProperties = {
  fontFamily,
  display: 'inline-block',
  padding: '12px 24px',
  borderRadius: '6px',
  backgroundColor: light.accent,
  color: light.onAccent,
  fontSize: '16px',
  lineHeight: '24px',
  fontWeight: 600,
  textDecoration: 'none',
};

/** The mail's main action, as a button; the text part gives the address instead. */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '8px 0' }} data-skip-in-text>
      <Button href={href} style={button} className="mail-button">
        {children}
      </Button>
    </Section>
  );
}

/** An address written out, for readers whose client does not show the button. */
export function AddressLine({ href }: { href: string }) {
  return (
    <Text style={{ ...paragraph, fontSize: '14px', wordBreak: 'break-all' }}>
      <Link
        href={href}
        style={{ color: light.ink, textDecoration: 'underline' }}
        className="mail-ink"
      >
        {href}
      </Link>
    </Text>
  );
}

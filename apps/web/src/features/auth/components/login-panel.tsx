import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { useSendSignInLink } from '../api/send-sign-in-link';
import { signInStorage } from '@/lib/auth/sign-in-storage';
import styles from './auth.module.css';
import { EmailForm } from './email-form';

/** /login: the e-mail field, then the 'check your inbox' state with a way to resend. */
export function LoginPanel({ returnTo }: { returnTo: string | null }) {
  const send = useSendSignInLink();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const sendTo = (email: string) => {
    send.mutate(
      { email, ...(returnTo ? { returnTo } : {}) },
      { onSuccess: () => setSentTo(email) },
    );
  };

  const failure = send.isError ? (
    <p role="alert" className={styles.error}>
      {send.error.message}
    </p>
  ) : null;

  if (sentTo) {
    return (
      <div className={styles.panel}>
        <h2>Check your inbox</h2>
        <p>
          If {sentTo} has an account, a sign-in link is on its way. It works once and expires in 10
          minutes.
        </p>
        {failure}
        <Button variant="secondary" disabled={send.isPending} onClick={() => sendTo(sentTo)}>
          Resend the link
        </Button>
        <Button variant="ghost" onClick={() => setSentTo(null)}>
          Use another e-mail
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.panel}>
      <p className={styles.muted}>We send you a link to sign in: no password needed.</p>
      <EmailForm
        submitLabel="Send sign-in link"
        pending={send.isPending}
        onSubmit={sendTo}
        initialEmail={signInStorage.email() ?? ''}
      />
      {failure}
    </div>
  );
}

import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { useCountdown } from '@/hooks/use-countdown';
import { isApiError } from '@/lib/api-error';
import { useSendSignInLink } from '../api/send-sign-in-link';
import { signInStorage } from '@/lib/auth/sign-in-storage';
import styles from './auth.module.css';
import { EmailForm } from './email-form';

/** /login: the e-mail field, then the 'check your inbox' state with a way to resend. */
export function LoginPanel({ returnTo }: { returnTo: string | null }) {
  const send = useSendSignInLink();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // A refusal for asking too often says when to ask again: the buttons wait until then.
  const [secondsLeft, waitFor] = useCountdown();

  const sendTo = (email: string) => {
    send.mutate(
      { email, ...(returnTo ? { returnTo } : {}) },
      {
        onSuccess: () => setSentTo(email),
        onError: (error) => {
          waitFor((isApiError(error) ? error.retryAfterSeconds : undefined) ?? 0);
        },
      },
    );
  };

  const failure = send.isError ? (
    <p role="alert" className={styles.error}>
      {isApiError(send.error) && send.error.status === 429 && send.error.details
        ? send.error.details
        : send.error.message}
    </p>
  ) : null;
  const waiting = secondsLeft > 0;
  const countdown = waiting ? (
    <p className={styles.muted} aria-live="polite">
      You can ask again in {secondsLeft} s.
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
        {countdown}
        <Button
          variant="secondary"
          disabled={send.isPending || waiting}
          onClick={() => sendTo(sentTo)}
        >
          {waiting ? `Resend the link (${secondsLeft} s)` : 'Resend the link'}
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
        pending={send.isPending || waiting}
        onSubmit={sendTo}
        initialEmail={signInStorage.email() ?? ''}
      />
      {failure}
      {countdown}
    </div>
  );
}

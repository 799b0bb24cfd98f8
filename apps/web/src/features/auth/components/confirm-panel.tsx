import { defaultReturnTo, errorCodes } from '@corner/contracts/display';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-error';
import { useVerifySignIn } from '../api/verify-sign-in';
import { signInStorage } from '@/lib/auth/sign-in-storage';
import styles from './auth.module.css';
import { EmailForm } from './email-form';

export interface ConfirmPanelProps {
  token: string | null;
  returnTo: string | null;
}

const linkProblems: Record<string, string> = {
  [errorCodes.linkExpired]: 'This sign-in link has expired: links work for 10 minutes.',
  [errorCodes.linkUsed]: 'This sign-in link has already been used.',
  // The API gives an unknown token and a token sent to another address this one code.
  [errorCodes.linkInvalid]:
    'This sign-in link is not valid for this e-mail address, or a newer link has replaced it. Enter the address it was sent to, or send yourself a new link.',
};

function problemOf(error: Error): string {
  return (error instanceof ApiError && linkProblems[error.code]) || error.message;
}

const validToken = (token: string | null): token is string =>
  token !== null && /^[A-Za-z0-9_-]{20,200}$/.test(token);

/**
 * /login/confirm: signs in with the stored e-mail at once, else asks for it first. Opening the
 * page never uses the link up by itself: the page posts it (PRODUCT.md section 2).
 */
export function ConfirmPanel({ token, returnTo }: ConfirmPanelProps) {
  const navigate = useNavigate();
  const verify = useVerifySignIn();
  const started = useRef(false);
  const storedEmail = signInStorage.email();
  const target = returnTo ?? signInStorage.returnTo() ?? defaultReturnTo;
  const newLink = `/login${target === defaultReturnTo ? '' : `?returnTo=${encodeURIComponent(target)}`}`;

  const signIn = (email: string) => {
    if (!validToken(token)) return;
    verify.mutate(
      { token, email },
      {
        onSuccess: () => {
          signInStorage.setEmail(email);
          signInStorage.setReturnTo(null);
          void navigate(target, { replace: true });
        },
      },
    );
  };

  useEffect(() => {
    // A ref, not state: React's strict mode runs effects twice, and a link works only once.
    if (started.current || !storedEmail || !validToken(token)) return;
    started.current = true;
    signIn(storedEmail);
  });

  if (!validToken(token)) {
    return (
      <div className={styles.panel}>
        <p role="alert">This is not a valid sign-in link.</p>
        <Link to={newLink}>Send yourself a new link</Link>
      </div>
    );
  }

  const wrongEmail =
    verify.error instanceof ApiError && verify.error.code === errorCodes.linkInvalid;
  const askEmail =
    !storedEmail || wrongEmail || (verify.isError && !(verify.error instanceof ApiError));

  return (
    <div className={styles.panel}>
      {verify.isPending || verify.isSuccess ? <p role="status">Signing you in…</p> : null}
      {verify.isError ? (
        <>
          <p role="alert" className={styles.error}>
            {problemOf(verify.error)}
          </p>
          <Link to={newLink}>Send yourself a new link</Link>
        </>
      ) : null}
      {askEmail && !verify.isPending && !verify.isSuccess ? (
        <>
          <p>Confirm the e-mail address this link was sent to.</p>
          <EmailForm submitLabel="Sign in" pending={verify.isPending} onSubmit={signIn} />
        </>
      ) : null}
    </div>
  );
}

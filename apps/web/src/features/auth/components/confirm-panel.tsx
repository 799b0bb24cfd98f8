import { defaultReturnTo, errorCodes } from '@corner/contracts/display';
import { useEffect, useSyncExternalStore } from 'react';
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

/*
 * The links this page has checked by itself since it loaded. A link works once, so the check
 * is sent once per link, whatever React does meanwhile: strict mode's second effect run, a
 * render again, or the panel mounted afresh when the session changes around it. The e-mail
 * form still sends the link again with the address typed (after LINK_INVALID).
 */
const linksChecked = new Set<string>();

/** Storage changes of another tab; this tab's own writes need no re-render here. */
const subscribeToStorage = (changed: () => void) => {
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
};

/**
 * What this browser keeps for the sign-in, read through useSyncExternalStore: `undefined` while
 * unknown, on the server and while the page hydrates, so the server's HTML and the browser's
 * first render are the same (decision 46); the stored values on the render after.
 */
function useStoredSignIn(): { email: string | null; returnTo: string | null } | undefined {
  const email = useSyncExternalStore(subscribeToStorage, signInStorage.email, () => undefined);
  const returnTo = useSyncExternalStore(
    subscribeToStorage,
    signInStorage.returnTo,
    () => undefined,
  );
  return email === undefined || returnTo === undefined ? undefined : { email, returnTo };
}

/**
 * /login/confirm: signs in with the stored e-mail at once, else asks for it first. Opening the
 * page never uses the link up by itself: the page posts it (PRODUCT.md section 2).
 */
export function ConfirmPanel({ token, returnTo }: ConfirmPanelProps) {
  const navigate = useNavigate();
  const verify = useVerifySignIn();
  const stored = useStoredSignIn();
  const storedEmail = stored?.email ?? null;
  const target = returnTo ?? stored?.returnTo ?? defaultReturnTo;
  const newLink = `/login${target === defaultReturnTo ? '' : `?returnTo=${encodeURIComponent(target)}`}`;

  const signIn = (email: string) => {
    if (!validToken(token)) return;
    // The promise, not mutate's callbacks: they are dropped when the panel unmounts, and the
    // way on must not depend on which panel asked.
    void verify.mutateAsync({ token, email }).then(
      () => {
        signInStorage.setEmail(email);
        signInStorage.setReturnTo(null);
        void navigate(target, { replace: true });
      },
      () => {
        // Shown by the panel from the mutation's state.
      },
    );
  };

  const checkedAlready = validToken(token) && linksChecked.has(token);
  useEffect(() => {
    if (!storedEmail || !validToken(token) || linksChecked.has(token)) return;
    linksChecked.add(token);
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
  // Before the browser's storage is read (server and hydration), or while the check sent by
  // an earlier mount of this panel runs: the same status line.
  const signingIn =
    stored === undefined ||
    verify.isPending ||
    verify.isSuccess ||
    (checkedAlready && verify.isIdle && storedEmail !== null);

  return (
    <div className={styles.panel}>
      {signingIn ? <p role="status">Signing you in…</p> : null}
      {verify.isError ? (
        <>
          <p role="alert" className={styles.error}>
            {problemOf(verify.error)}
          </p>
          <Link to={newLink}>Send yourself a new link</Link>
        </>
      ) : null}
      {stored !== undefined && askEmail && !verify.isPending && !verify.isSuccess ? (
        <>
          <p>Confirm the e-mail address this link was sent to.</p>
          <EmailForm submitLabel="Sign in" pending={verify.isPending} onSubmit={signIn} />
        </>
      ) : null}
    </div>
  );
}

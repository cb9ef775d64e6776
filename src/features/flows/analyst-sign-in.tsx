// The atlas's sign-in for flow analysts (docs/decisions/047): the recorded usage is theirs to read. The
// designed diagrams, the simulator and the test paths stay open to anyone who opens the atlas.
import { type FormEvent, useState } from 'react';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { TextField } from '../../ui/text-field';
import { signOutAnalyst, useAnalystSession, useAnalystSignIn } from './analyst-session';
import * as styles from './flows.css';

/** E-mail and password of a flow analyst's account; the usage shows once signed in. */
export function AnalystSignIn({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { isPending, error, signIn } = useAnalystSignIn();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn(email, password);
  };
  return (
    <Card heading="Sign in to see the recorded usage" headingLevel={headingLevel}>
      <p className={styles.muted}>
        What shoppers did in the flows is for flow analysts: sign in with your analyst account.
      </p>
      <form className={styles.signIn} onSubmit={submit} aria-label="Analyst sign-in">
        <TextField
          label="E-mail"
          type="email"
          name="email"
          autoComplete="username"
          isRequired
          value={email}
          onChange={setEmail}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
        />
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        <Button type="submit" variant="primary" size="sm" isPending={isPending} pendingLabel="Signing in">
          Sign in
        </Button>
      </form>
    </Card>
  );
}

/** Who reads the usage, with a way out; nothing when nobody is signed in. */
export function AnalystStatus() {
  const session = useAnalystSession();
  if (!session) return null;
  return (
    <p className={styles.analyst}>
      <span className={styles.muted}>Signed in as {session.email}</span>
      <Button variant="ghost" size="sm" onPress={signOutAnalyst}>
        Sign out
      </Button>
    </p>
  );
}

/** A signed-in user who is no flow analyst (403). */
export function NotAnalyst() {
  const session = useAnalystSession();
  return (
    <Alert variant="warning" title="This account may not read the recorded usage">
      <p>
        {session?.email ?? 'The account'} is no flow analyst. Sign out and sign in with an analyst account.
      </p>
      <Button variant="secondary" size="sm" onPress={signOutAnalyst}>
        Sign out
      </Button>
    </Alert>
  );
}

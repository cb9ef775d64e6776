// Signs a QA identity in through the login flow's adapter, as the login page does: the session takes the
// token and the user's market (decision 045). For flow tests that start signed in.
import { createActor, waitFor } from 'xstate';
import { cartAtLogin, loginFlow } from '../../src/features/account/login.flow';
import type { FlowEnvironment } from '../../src/session/flow-environment';

export async function logInThroughFlow(environment: FlowEnvironment, email: string) {
  const login = createActor(loginFlow(environment)).start();
  login.send({ type: 'login.change', field: 'email', value: email });
  login.send({ type: 'login.change', field: 'password', value: 'Statefront1!' });
  login.send({ type: 'login.submit', cart: cartAtLogin(environment) });
  await waitFor(login, (snapshot) => snapshot.status === 'done' || snapshot.matches('failed'), {
    timeout: 10_000,
  });
  if (login.getSnapshot().status !== 'done') throw new Error(`${email} could not log in`);
  // The session has read the user once it has settled.
  const session = await environment.session.ready();
  const user = session.getSnapshot().context.user;
  if (!user) throw new Error(`The session has not read ${email}`);
  return user;
}

/** The token of a mailed link (`?token=` or `?verify=`). */
export function tokenOfLink(link: string, parameter: 'token' | 'verify'): string {
  const token = new URL(link, 'http://statefront.test').searchParams.get(parameter);
  if (!token) throw new Error(`No ${parameter} in ${link}`);
  return token;
}

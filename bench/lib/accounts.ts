/** A fresh organizer account on a bench server: registered and logged in through the real routes. */
export async function signUpOrganizer(
  api: string,
  email: string,
): Promise<{ userId: string; token: string }> {
  const credentials = { name: 'Organizadora', email, password: 'senha-segura-123' };
  const registered = await fetch(`${api}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const loggedIn = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: credentials.password }),
  });
  if (!registered.ok || !loggedIn.ok) {
    throw new Error(`sign-up: ${registered.status} ${loggedIn.status} ${await loggedIn.text()}`);
  }
  const { _id: userId } = (await registered.json()) as { _id: string };
  const { token } = (await loggedIn.json()) as { token: string };
  return { userId, token };
}

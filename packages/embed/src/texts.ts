/** pt-BR texts of the widgets' own pieces (the screens bring theirs). */
export const texts = {
  /** Spec §8: login or register failure shows the server's message, else this. */
  authError: 'Erro',
  /** What login says after registering (the marketplace's login says the same). */
  registered: 'Conta criada com sucesso! Entre para continuar.',
  signedInAs: (name: string) => `Conectado como ${name}`,
  signedIn: 'Conectado',
  /** Spec "Top bar": "Sair" removes the token. */
  signOut: 'Sair',
  sessionLabel: 'Sessão',
} as const;

/**
 * Why a sign-in did not open a session, and what the panel's login page says about it. The
 * server's callback sends the browser to `/login?error=<reason>` (a page of the panel, never a
 * bare answer at the callback's address); zod-free, as the login page loads it.
 */
export const signInRefusals = ['state', 'denied', 'code', 'not_member'] as const;
export type SignInRefusal = (typeof signInRefusals)[number];

export function isSignInRefusal(value: string | null | undefined): value is SignInRefusal {
  return (signInRefusals as readonly (string | null | undefined)[]).includes(value);
}

/** The login page's `?error=` for a refusal. */
export const signInRefusalParam = 'error';

/** Where the callback sends a refused sign-in: the login page, saying why. */
export function signInRefusalPath(reason: SignInRefusal): string {
  return `/login?${signInRefusalParam}=${reason}`;
}

export const signInRefusalTexts: Record<SignInRefusal, { heading: string; paragraphs: string[] }> =
  {
    state: {
      heading: 'Link de login inválido ou expirado',
      paragraphs: [
        'Este pedido de login não é válido: ele expirou, já foi usado ou não começou neste navegador.',
        'Nenhuma sessão foi aberta. Comece o login de novo.',
      ],
    },
    denied: {
      heading: 'Login cancelado',
      paragraphs: ['Você não autorizou o acesso no Discord, então não entrou no painel.'],
    },
    code: {
      heading: 'O Discord não confirmou seu login',
      paragraphs: [
        'A autorização do Discord não pôde ser confirmada. Isso acontece quando o link é reutilizado ou o Discord está fora do ar.',
      ],
    },
    not_member: {
      heading: 'Você ainda não faz parte do nosso servidor',
      paragraphs: [
        'O painel é exclusivo para membros do servidor da comunidade no Discord.',
        'Entre no servidor pelo convite e depois faça login de novo.',
      ],
    },
  };

import { renderHtmlPage } from '../../http/html-page';
import type { SignInFailure } from './service/refusal';

const retry = { href: '/login', label: 'Tentar novamente', primary: true };

/** The Portuguese page shown when sign-in cannot finish. */
export function signInErrorPage(reason: SignInFailure, inviteUrl: string | null): string {
  switch (reason) {
    case 'state':
      return renderHtmlPage({
        title: 'Não foi possível entrar',
        heading: 'Link de login inválido ou expirado',
        paragraphs: [
          'Este pedido de login não é válido: ele expirou, já foi usado ou não começou neste painel.',
          'Nenhuma sessão foi aberta. Comece o login de novo.',
        ],
        links: [retry],
      });
    case 'denied':
      return renderHtmlPage({
        title: 'Login cancelado',
        heading: 'Login cancelado',
        paragraphs: ['Você não autorizou o acesso no Discord, então não entrou no painel.'],
        links: [retry],
      });
    case 'code':
      return renderHtmlPage({
        title: 'Não foi possível entrar',
        heading: 'O Discord não confirmou seu login',
        paragraphs: [
          'A autorização do Discord não pôde ser confirmada. Isso acontece quando o link é reutilizado ou o Discord está fora do ar.',
        ],
        links: [retry],
      });
    case 'not_member':
      return renderHtmlPage({
        title: 'Entre no servidor primeiro',
        heading: 'Você ainda não faz parte do nosso servidor',
        paragraphs: [
          'O painel é exclusivo para membros do servidor da comunidade no Discord.',
          'Entre no servidor pelo convite e depois faça login de novo.',
        ],
        links: [
          ...(inviteUrl
            ? [{ href: inviteUrl, label: 'Entrar no servidor do Discord', primary: true }]
            : []),
          { href: '/login', label: 'Já entrei, tentar de novo' },
        ],
      });
  }
}

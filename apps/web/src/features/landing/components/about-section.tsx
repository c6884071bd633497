import { Link } from 'wouter';
import { Drama, Gift, Handshake, LifeBuoy, ScrollText, UsersRound } from 'lucide-react';

const highlights = [
  {
    icon: Drama,
    title: 'Roleplay com história',
    text: 'Personagens com passado, cidades vivas e eventos que mudam o rumo da trama toda semana.',
  },
  {
    icon: Handshake,
    title: 'Networking de verdade',
    text: 'Conheça criadores, desenvolvedores, designers e jogadores que topam construir projetos juntos.',
  },
  {
    icon: ScrollText,
    title: 'Whitelist transparente',
    text: 'Envie sua candidatura pelo site e acompanhe a análise da equipe, com regras claras para todos.',
  },
  {
    icon: LifeBuoy,
    title: 'Equipe presente',
    text: 'Moderação e suporte ativos: abra um ticket e fale com quem pode resolver o seu caso.',
  },
  {
    icon: Gift,
    title: 'Recompensas',
    text: 'Seu tempo nas calls vira pontos que podem ser trocados por itens exclusivos na loja.',
  },
  {
    icon: UsersRound,
    title: 'Espaço para crescer',
    text: 'Candidate-se a funções como influencer, desenvolvedor ou modelador e ajude a comunidade a evoluir.',
  },
];

export function AboutSection({ communityName }: { communityName: string | undefined }) {
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className="scroll-mt-16 border-t bg-muted/40 px-4 py-20 sm:px-6 sm:py-28"
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Sobre nós</p>
          <h2
            id="about-title"
            className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl"
          >
            Um lugar para jogar, criar e se conectar
          </h2>
          <p className="mt-4 text-muted-foreground text-pretty">
            {communityName ?? 'Nossa comunidade'} reúne jogadores que levam o roleplay a sério sem
            perder a diversão. Aqui você cria seu personagem, participa de eventos, faz contatos e
            encontra gente disposta a colaborar em novos projetos. Tudo começa no nosso servidor do
            Discord: entre, apresente-se e faça sua whitelist para começar a jogar.
          </p>
        </div>
        <ul className="mt-14 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {highlights.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="rounded-xl border bg-card p-6 shadow-xs transition-shadow hover:shadow-md"
            >
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-sm text-muted-foreground">
          Quer criar para a comunidade?{' '}
          <Link
            to="/inscricao"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Inscreva-se para um cargo
          </Link>
          .
        </p>
      </div>
    </section>
  );
}

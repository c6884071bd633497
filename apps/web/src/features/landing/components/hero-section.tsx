import { ChevronDown, ListChecks, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { DiscordIcon } from '@/components/discord-icon';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

interface HeroSectionProps {
  communityName: string | undefined;
  discordInviteUrl: string | null | undefined;
}

export function HeroSection({ communityName, discordInviteUrl }: HeroSectionProps) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden px-4 pt-20 pb-24 sm:px-6 sm:pt-28 sm:pb-32"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(55%_60%_at_50%_0%,color-mix(in_oklab,var(--primary)_22%,transparent),transparent_70%),radial-gradient(35%_40%_at_85%_30%,color-mix(in_oklab,var(--discord)_16%,transparent),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_70%)] bg-[linear-gradient(to_right,color-mix(in_oklab,var(--foreground)_6%,transparent)_1px,transparent_1px),linear-gradient(to_bottom,color-mix(in_oklab,var(--foreground)_6%,transparent)_1px,transparent_1px)] bg-[size:48px_48px]"
      />
      <div className="mx-auto flex max-w-3xl flex-col items-center text-center">
        <p className="mb-6 inline-flex items-center gap-2 rounded-full border bg-background/70 px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs backdrop-blur">
          <Sparkles aria-hidden="true" className="size-3.5 text-primary" />
          Comunidade de roleplay no Discord
        </p>
        <h1 id="hero-title" className="text-4xl font-bold tracking-tight text-balance sm:text-6xl">
          {communityName ?? <Skeleton className="mx-auto h-14 w-72 max-w-full" />}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted-foreground text-pretty sm:text-xl">
          A melhor comunidade de networking e roleplay: histórias marcantes, amizades de verdade e
          oportunidades que começam em uma conversa.
        </p>
        <div className="mt-10 flex flex-col items-center gap-3 sm:flex-row">
          {discordInviteUrl ? (
            <Button asChild variant="discord" size="lg" className="w-full sm:w-auto">
              <a href={discordInviteUrl} target="_blank" rel="noopener noreferrer">
                <DiscordIcon className="size-5" />
                Entrar no Discord
              </a>
            </Button>
          ) : null}
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link to="/whitelist">
              <ListChecks aria-hidden="true" />
              Solicitar whitelist
            </Link>
          </Button>
          <Button asChild variant="outline" size="lg" className="w-full sm:w-auto">
            <a href="#about">
              Conheça a comunidade
              <ChevronDown aria-hidden="true" />
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}

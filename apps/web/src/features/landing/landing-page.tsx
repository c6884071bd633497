import { SiteHeader } from '@/components/site-header';
import { Button } from '@/components/ui/button';
import { usePublicConfig } from '@/lib/public-config';
import { AboutSection } from './components/about-section';
import { HeroSection } from './components/hero-section';

export function LandingPage() {
  const config = usePublicConfig();
  // Without the configuration the page still reads well, just without the name.
  const communityName =
    config.data?.communityName ?? (config.isError ? 'Nossa comunidade' : undefined);
  return (
    <div className="flex min-h-svh flex-col">
      <SiteHeader>
        <Button asChild variant="ghost" size="sm" className="hidden sm:inline-flex">
          <a href="#about">Sobre</a>
        </Button>
      </SiteHeader>
      <main className="flex-1">
        <HeroSection
          communityName={communityName}
          discordInviteUrl={config.data?.discordInviteUrl}
        />
        <AboutSection communityName={communityName} />
      </main>
      <footer className="border-t px-4 py-8 text-center text-sm text-muted-foreground sm:px-6">
        © {new Date().getFullYear()} {communityName ?? 'Comunidade'}. Feito pela comunidade, para a
        comunidade.
      </footer>
    </div>
  );
}

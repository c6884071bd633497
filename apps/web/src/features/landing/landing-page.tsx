import { usePublicConfig } from '@/lib/public-config';
import { AboutSection } from './components/about-section';
import { HeroSection } from './components/hero-section';
import { LandingHeader } from './components/landing-header';

export function LandingPage() {
  const config = usePublicConfig();
  // Without the configuration the page still reads well, just without the name.
  const communityName =
    config.data?.communityName ?? (config.isError ? 'Nossa comunidade' : undefined);
  return (
    <div className="flex min-h-svh flex-col">
      <LandingHeader communityName={communityName} />
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

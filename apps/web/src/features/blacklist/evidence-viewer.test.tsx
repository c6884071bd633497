import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { blacklistEntry, evidence, serveBlacklist } from '@/testing/blacklist-fake-api';
import { defined } from '@/testing/defined';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/server';
import { pathOf } from '@/testing/answer';

vi.mock('@/lib/full-page-navigation', () => ({ navigateToUrl: vi.fn() }));

async function openViewer(evidences = [evidence('1'), evidence('2'), evidence('3')]) {
  signInAs(testUser('suporte'));
  serveBlacklist({ entries: [blacklistEntry(7, { evidences })] });
  const user = userEvent.setup();
  renderApp('/blacklist');
  await user.click(
    await screen.findByRole('button', { name: `Ver Evidências (${evidences.length})` }),
  );
  const dialog = await screen.findByRole('dialog', {
    name: 'Evidências de jogador7 (300000000000000007)',
  });
  return { user, dialog, viewer: within(dialog) };
}

describe('evidence viewer', () => {
  it('goes through the files with wrap-around, by buttons and arrow keys', async () => {
    const { user, viewer } = await openViewer();

    expect(viewer.getAllByText('1 de 3').length).toBeGreaterThan(0);
    expect(viewer.getByRole('img', { name: 'prova-1.png' })).toHaveAttribute(
      'src',
      pathOf('blacklistEvidence', { evidenceId: '1' }),
    );
    await user.click(viewer.getByRole('button', { name: 'Evidência anterior' }));
    expect(viewer.getByRole('img', { name: 'prova-3.png' })).toBeInTheDocument();
    expect(viewer.getAllByText('3 de 3').length).toBeGreaterThan(0);
    await user.click(viewer.getByRole('button', { name: 'Próxima evidência' }));
    expect(viewer.getByRole('img', { name: 'prova-1.png' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(viewer.getByRole('img', { name: 'prova-2.png' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(viewer.getByRole('img', { name: 'prova-1.png' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(viewer.getByRole('img', { name: 'prova-3.png' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('zooms to the actual size and back, and offers the download', async () => {
    const { user, viewer } = await openViewer();

    const image = viewer.getByRole('img', { name: 'prova-1.png' });
    expect(image).toHaveClass('max-w-full');
    await user.click(viewer.getByRole('button', { name: 'Tamanho real' }));
    expect(image).toHaveClass('max-w-none');
    // The zoomed image takes the keyboard to scroll: the arrows do not change the file there.
    const region = viewer.getByRole('region', { name: 'Imagem em tamanho real' });
    region.focus();
    await user.keyboard('{ArrowRight}');
    expect(viewer.getByRole('img', { name: 'prova-1.png' })).toBe(image);
    await user.click(viewer.getByRole('button', { name: 'Ajustar à tela' }));
    expect(image).toHaveClass('max-w-full');

    const download = viewer.getByRole('link', { name: 'Baixar' });
    expect(download).toHaveAttribute('href', '/api/blacklist/evidence/1?download=1');
    expect(download).toHaveAttribute('download', 'prova-1.png');
    expect(viewer.getByText(/prova-1\.png · 200 KB · 1280×720/)).toBeInTheDocument();
  });

  it('plays a video and says when a file was purged', async () => {
    const { user, viewer } = await openViewer([
      evidence('1', { fileName: 'gravacao.mp4', mimeType: 'video/mp4' }),
      evidence('2', { available: false }),
    ]);

    expect(viewer.getByLabelText('gravacao.mp4').tagName).toBe('VIDEO');
    expect(viewer.queryByRole('button', { name: 'Tamanho real' })).not.toBeInTheDocument();
    await user.click(viewer.getByRole('button', { name: 'Próxima evidência' }));
    expect(viewer.getByText(/foi apagado pela equipe/)).toBeInTheDocument();
    expect(viewer.queryByRole('link', { name: 'Baixar' })).not.toBeInTheDocument();
  });

  it('has nothing to step through with a single file', async () => {
    const { viewer } = await openViewer([evidence('1')]);
    expect(viewer.getByRole('button', { name: 'Evidência anterior' })).toBeDisabled();
    expect(viewer.getByRole('button', { name: 'Próxima evidência' })).toBeDisabled();
  });

  it('shows the first files as thumbnails on the card, each opening the viewer on itself', async () => {
    signInAs(testUser('suporte'));
    serveBlacklist({
      entries: [
        blacklistEntry(7, {
          evidences: [
            evidence('1'),
            evidence('2', { fileName: 'gravacao.mp4', mimeType: 'video/mp4' }),
            evidence('3', { available: false }),
            evidence('4'),
            evidence('5'),
            evidence('6'),
          ],
        }),
        blacklistEntry(8),
      ],
    });
    const user = userEvent.setup();
    renderApp('/blacklist');
    await screen.findByRole('heading', { name: /^jogador7/ });

    const strips = screen.getAllByRole('list', { name: 'Evidências' });
    // The entry without evidence has no strip.
    expect(strips).toHaveLength(1);
    const strip = within(defined(strips[0]));
    const tiles = strip.getAllByRole('button');
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Abrir evidência 1 de 6: prova-1.png',
      'Abrir evidência 2 de 6: gravacao.mp4',
      'Abrir evidência 3 de 6: prova-3.png',
      'Abrir evidência 4 de 6: prova-4.png',
      'Ver mais 2 evidências',
    ]);
    // Small images from the permission-checked route, loaded as the card comes into view;
    // none for a video or a purged file.
    const images = defined(strips[0]).querySelectorAll('img');
    expect([...images].map((img) => img.getAttribute('src'))).toEqual([
      pathOf('blacklistEvidence', { evidenceId: '1' }),
      pathOf('blacklistEvidence', { evidenceId: '4' }),
    ]);
    expect(images[0]).toHaveAttribute('loading', 'lazy');

    await user.click(strip.getByRole('button', { name: /Abrir evidência 4 de 6/ }));
    let viewer = within(await screen.findByRole('dialog', { name: /^Evidências de jogador7/ }));
    expect(viewer.getByRole('img', { name: 'prova-4.png' })).toBeInTheDocument();
    expect(viewer.getAllByText('4 de 6').length).toBeGreaterThan(0);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(strip.getByRole('button', { name: 'Ver mais 2 evidências' }));
    viewer = within(await screen.findByRole('dialog'));
    expect(viewer.getByRole('img', { name: 'prova-5.png' })).toBeInTheDocument();
  });
});

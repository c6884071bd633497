import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testUser } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server, signInAs } from '@/testing/server';
import { failWith, question, serveForms } from './fake-forms-api';

// Stored out of order on purpose: the screen must sort by position.
const questions = [
  question({ id: '3', text: 'Por que você quer entrar?', position: 2, type: 'paragraph' }),
  question({
    id: '1',
    text: 'Qual é o seu nome no jogo?',
    position: 1,
    required: true,
    description: 'Como aparece na cidade.',
  }),
  question({ id: '7', text: 'Qual cargo você quer?', formType: 'insertion', position: 1 }),
  question({ id: '5', text: 'Tem experiência com RP?', position: 3 }),
];

// The app loads this page lazily; compiling it on first use can outlast a test's time budget
// on a busy machine, so it is loaded once up front.
beforeAll(async () => {
  await import('./form-questions-page');
});

afterEach(() => {
  // Sonner keeps undismissed toasts in a module-wide store and replays them to the next
  // test's Toaster: a toast from an earlier test must not satisfy this one's assertions.
  toast.dismiss();
});

function questionItems(formLabel: string): HTMLElement[] {
  const list = screen.getByRole('list', { name: `Perguntas: ${formLabel}` });
  return within(list).getAllByRole('listitem');
}

function shownQuestions(formLabel: string): string[] {
  return questionItems(formLabel).map((item) => item.querySelector('p')?.textContent ?? '');
}

async function openPage(path = '/whitelist-questions') {
  const user = userEvent.setup();
  const view = renderApp(path);
  await screen.findByRole('list', { name: /^Perguntas:/ });
  return { user, ...view };
}

describe('form questions: listing', () => {
  it('lists each tab’s own questions in position order, with type, required and description', async () => {
    signInAs(testUser('administrador'));
    serveForms({ questions });
    const { user } = await openPage();

    expect(screen.getByRole('tab', { name: 'Whitelist' })).toHaveAttribute('aria-selected', 'true');
    expect(shownQuestions('Whitelist')).toEqual([
      'Qual é o seu nome no jogo?',
      'Por que você quer entrar?',
      'Tem experiência com RP?',
    ]);
    const [first, second] = questionItems('Whitelist');
    expect(first).toHaveTextContent('Resposta curta');
    expect(first).toHaveTextContent('Obrigatória');
    expect(first).toHaveTextContent('Como aparece na cidade.');
    expect(second).toHaveTextContent('Parágrafo');
    expect(second).not.toHaveTextContent('Obrigatória');
    expect(screen.queryByText('Qual cargo você quer?')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Inscrições' }));
    expect(await screen.findByRole('list', { name: 'Perguntas: Inscrições' })).toBeInTheDocument();
    expect(shownQuestions('Inscrições')).toEqual(['Qual cargo você quer?']);
    expect(screen.queryByText('Qual é o seu nome no jogo?')).toBeNull();
  });

  it('opens the tab named in the URL and says when a form has no questions', async () => {
    signInAs(testUser('administrador'));
    serveForms({ questions: questions.filter((q) => q.formType === 'whitelist') });
    renderApp('/whitelist-questions?form=insertion');
    expect(await screen.findByText('Nenhuma pergunta encontrada.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Inscrições' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('shows the load error and loads again on retry', async () => {
    signInAs(testUser('administrador'));
    serveForms();
    failWith('get', '/api/whitelist-questions', 500, 'Falhou.');
    const user = userEvent.setup();
    renderApp('/whitelist-questions');
    // Lists retry once (one second later) before giving up.
    const alert = await screen.findByText('Erro ao carregar as perguntas.', {}, { timeout: 4000 });

    serveForms({ questions });
    await user.click(
      within(alert.closest('[role="alert"]')!).getByRole('button', { name: 'Tentar novamente' }),
    );
    expect(await screen.findByText('Qual é o seu nome no jogo?')).toBeInTheDocument();
    expect(screen.queryByText('Erro ao carregar as perguntas.')).toBeNull();
  });
});

describe('form questions: create and edit', () => {
  it('refuses a blank question without calling the server, then sends the new question', async () => {
    signInAs(testUser('administrador'));
    const api = serveForms({ questions });
    const { user } = await openPage('/whitelist-questions?form=insertion');

    await user.click(screen.getByRole('button', { name: 'Nova pergunta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova pergunta' });
    await user.type(within(dialog).getByLabelText('Pergunta'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Criar pergunta' }));
    expect(within(dialog).getByText('A pergunta não pode estar vazia')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Pergunta')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Pergunta')).toHaveFocus();
    expect(api.writes()).toEqual([]);

    await user.paste(' Conte sobre seu portfólio  ');
    await user.click(within(dialog).getByLabelText('Descrição (opcional)'));
    await user.paste('Links são bem-vindos.');
    await user.click(within(dialog).getByRole('combobox', { name: 'Tipo de resposta' }));
    await user.click(await screen.findByRole('option', { name: 'Parágrafo' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Obrigatória' }));
    await user.click(within(dialog).getByRole('button', { name: 'Criar pergunta' }));

    expect(await screen.findByText('Pergunta criada com sucesso')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/whitelist-questions',
        body: {
          text: 'Conte sobre seu portfólio',
          description: 'Links são bem-vindos.',
          type: 'paragraph',
          required: true,
          formType: 'insertion',
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list is read again and shows the new question last.
    await waitFor(() =>
      expect(shownQuestions('Inscrições')).toEqual([
        'Qual cargo você quer?',
        'Conte sobre seu portfólio',
      ]),
    );
  });

  it('keeps the dialog open and shows the server’s reason when creating fails', async () => {
    signInAs(testUser('administrador'));
    serveForms({ questions });
    failWith('post', '/api/whitelist-questions', 400, 'Este formulário já tem 50 perguntas.');
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Nova pergunta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova pergunta' });
    await user.type(within(dialog).getByLabelText('Pergunta'), 'Idade');
    await user.click(within(dialog).getByRole('button', { name: 'Criar pergunta' }));
    expect(await screen.findByText('Erro ao criar pergunta')).toBeInTheDocument();
    expect(screen.getByText('Este formulário já tem 50 perguntas.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nova pergunta' })).toBeInTheDocument();
  });

  it('edits a question in the same form, sending only what changed', async () => {
    signInAs(testUser('administrador'));
    const api = serveForms({ questions });
    const { user } = await openPage();

    await user.click(screen.getByRole('button', { name: 'Editar: Qual é o seu nome no jogo?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar pergunta' });
    const text = within(dialog).getByLabelText('Pergunta');
    expect(text).toHaveValue('Qual é o seu nome no jogo?');
    expect(within(dialog).getByLabelText('Descrição (opcional)')).toHaveValue(
      'Como aparece na cidade.',
    );
    expect(within(dialog).getByRole('switch', { name: 'Obrigatória' })).toBeChecked();

    await user.clear(text);
    await user.paste('Qual é o nome do seu personagem?');
    await user.clear(within(dialog).getByLabelText('Descrição (opcional)'));
    await user.click(within(dialog).getByRole('switch', { name: 'Obrigatória' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));

    expect(await screen.findByText('Pergunta atualizada com sucesso')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      {
        method: 'PATCH',
        path: '/api/whitelist-questions/1',
        body: { text: 'Qual é o nome do seu personagem?', description: null, required: false },
      },
    ]);
    expect(await screen.findByText('Qual é o nome do seu personagem?')).toBeInTheDocument();
  });

  it('says when an edit fails', async () => {
    signInAs(testUser('administrador'));
    serveForms({ questions });
    failWith('patch', '/api/whitelist-questions/:id', 500, 'x');
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Editar: Tem experiência com RP?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar pergunta' });
    await user.type(within(dialog).getByLabelText('Pergunta'), ' Qual?');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Erro ao atualizar pergunta')).toBeInTheDocument();
  });
});

describe('form questions: delete and reorder', () => {
  it('deletes only after confirmation', async () => {
    signInAs(testUser('administrador'));
    const api = serveForms({ questions });
    const { user } = await openPage();

    const remove = screen.getByRole('button', { name: 'Remover: Por que você quer entrar?' });
    await user.click(remove);
    const confirm = await screen.findByRole('alertdialog', { name: 'Remover a pergunta?' });
    expect(confirm).toHaveTextContent('“Por que você quer entrar?”');
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(api.writes()).toEqual([]);

    await user.click(remove);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remover' }),
    );
    expect(await screen.findByText('Pergunta removida com sucesso')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      { method: 'DELETE', path: '/api/whitelist-questions/3', body: undefined },
    ]);
    await waitFor(() => expect(screen.queryByText('Por que você quer entrar?')).toBeNull());
  });

  it('says when a delete fails and keeps the question', async () => {
    signInAs(testUser('administrador'));
    serveForms({ questions });
    failWith('delete', '/api/whitelist-questions/:id', 409, 'A pergunta já foi removida.');
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Remover: Tem experiência com RP?' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remover' }),
    );
    expect(await screen.findByText('Erro ao remover pergunta')).toBeInTheDocument();
    expect(screen.getByText('A pergunta já foi removida.')).toBeInTheDocument();
    expect(screen.getByText('Tem experiência com RP?')).toBeInTheDocument();
  });

  it('moves a question, sending the form’s whole new order, at once and keeping focus', async () => {
    signInAs(testUser('administrador'));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const api = serveForms({ questions });
    const { user } = await openPage();
    // Hold the answer: the new order must show before the server confirms it.
    server.use(
      http.put('*/api/whitelist-questions/order', async () => {
        await held;
        return undefined;
      }),
    );

    expect(
      screen.getByRole('button', { name: 'Mover para cima: Qual é o seu nome no jogo?' }),
    ).toBeDisabled();
    expect(
      screen.getByRole('button', { name: 'Mover para baixo: Tem experiência com RP?' }),
    ).toBeDisabled();

    const down = screen.getByRole('button', {
      name: 'Mover para baixo: Qual é o seu nome no jogo?',
    });
    await user.click(down);
    expect(shownQuestions('Whitelist')).toEqual([
      'Por que você quer entrar?',
      'Qual é o seu nome no jogo?',
      'Tem experiência com RP?',
    ]);
    await waitFor(() => expect(down).toHaveFocus());
    release();

    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'PUT',
          path: '/api/whitelist-questions/order',
          body: { formType: 'whitelist', ids: ['3', '1', '5'] },
        },
      ]),
    );
    expect(screen.getByText(/movida para a posição 2 de 3/)).toBeInTheDocument();
  });

  it('moves focus to the other arrow when a question reaches the top', async () => {
    signInAs(testUser('administrador'));
    serveForms({ questions });
    const { user } = await openPage();

    await user.click(
      screen.getByRole('button', { name: 'Mover para cima: Por que você quer entrar?' }),
    );
    expect(shownQuestions('Whitelist')[0]).toBe('Por que você quer entrar?');
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Mover para baixo: Por que você quer entrar?' }),
      ).toHaveFocus(),
    );
    expect(
      screen.getByRole('button', { name: 'Mover para cima: Por que você quer entrar?' }),
    ).toBeDisabled();
  });

  it('puts the previous order back when the server refuses a move', async () => {
    signInAs(testUser('administrador'));
    serveForms({ questions });
    failWith('put', '/api/whitelist-questions/order', 400, 'A lista não confere.');
    const { user } = await openPage();

    await user.click(
      screen.getByRole('button', { name: 'Mover para cima: Tem experiência com RP?' }),
    );
    expect(await screen.findByText('Erro ao reordenar as perguntas')).toBeInTheDocument();
    expect(screen.getByText('A lista não confere.')).toBeInTheDocument();
    expect(shownQuestions('Whitelist')).toEqual([
      'Qual é o seu nome no jogo?',
      'Por que você quer entrar?',
      'Tem experiência com RP?',
    ]);
  });
});

describe('form questions: read-only', () => {
  it('shows everything but no way to change it to someone who may only view', async () => {
    const viewer = testUser('suporte');
    viewer.permissions.view_allowlists_questions = true;
    signInAs(viewer);
    const api = serveForms({ questions });
    await openPage();

    expect(screen.getByText('Qual é o seu nome no jogo?')).toBeInTheDocument();
    expect(
      screen.getByText('Você pode ver os formulários, mas não alterá-los.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nova pergunta' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Editar|Remover|Mover)/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Configurações' })).toBeNull();
    expect(await screen.findByRole('switch', { name: 'Aceitar inscrições' })).toBeDisabled();
    expect(api.writes()).toEqual([]);
  });
});

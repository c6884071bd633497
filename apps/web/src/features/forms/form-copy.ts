import type { FormType } from '@panel/contract/api/forms';

/** How each form is named in sentences; the tab labels come from the contract. */
export const formCopy: Record<
  FormType,
  { title: string; signUps: string; requests: string; reviewPage: string }
> = {
  whitelist: {
    title: 'Formulário da whitelist',
    signUps: 'inscrições da whitelist',
    requests: 'solicitações de whitelist',
    reviewPage: 'Allowlists',
  },
  insertion: {
    title: 'Formulário de inscrições para cargos',
    signUps: 'inscrições para cargos',
    requests: 'inscrições para cargos',
    reviewPage: 'Inscrições',
  },
  appeal: {
    title: 'Formulário de apelações',
    signUps: 'apelações',
    requests: 'apelações',
    reviewPage: 'Apelações',
  },
};

import {
  createQuestionBodySchema,
  formParamsSchema,
  formStatusSchema,
  formTriageSchema,
  updateFormTriageBodySchema,
  publicFormSchema,
  questionListQuerySchema,
  questionListSchema,
  questionParamsSchema,
  questionSchema,
  reorderQuestionsBodySchema,
  updateFormStatusBodySchema,
  updateQuestionBodySchema,
} from '../api/forms';
import { defineEndpoints } from './define';
import { formsRoutes } from './forms-routes';

export const formsEndpoints = defineEndpoints(formsRoutes, {
  publicForm: {
    summary: 'Situação e perguntas de um formulário, para as páginas públicas',
    tag: 'formularios',
    params: formParamsSchema,
    response: publicFormSchema,
  },
  formTriage: {
    summary: 'Triagem do formulário: nota mínima, o que fazer abaixo dela e votos necessários',
    tag: 'formularios',
    params: formParamsSchema,
    response: formTriageSchema,
  },
  updateFormTriage: {
    summary: 'Altera a triagem do formulário (nota mínima, reprovação automática, votos)',
    tag: 'formularios',
    params: formParamsSchema,
    body: updateFormTriageBodySchema,
    response: formTriageSchema,
  },
  listQuestions: {
    summary: 'Perguntas dos dois formulários (ou de um), na ordem de cada formulário',
    tag: 'formularios',
    query: questionListQuerySchema,
    response: questionListSchema,
  },
  createQuestion: {
    summary: 'Cria uma pergunta no fim do formulário',
    tag: 'formularios',
    body: createQuestionBodySchema,
    response: questionSchema,
  },
  reorderQuestions: {
    summary: 'Reordena as perguntas de um formulário (a lista completa de IDs, na nova ordem)',
    tag: 'formularios',
    body: reorderQuestionsBodySchema,
    response: questionListSchema,
  },
  updateQuestion: {
    summary: 'Altera uma pergunta',
    tag: 'formularios',
    params: questionParamsSchema,
    body: updateQuestionBodySchema,
    response: questionSchema,
  },
  deleteQuestion: {
    summary: 'Remove uma pergunta (as respostas já enviadas continuam guardadas)',
    tag: 'formularios',
    params: questionParamsSchema,
  },
  whitelistStatus: {
    summary: 'Situação das inscrições (whitelist): aberta, data de fechamento, descrição',
    tag: 'formularios',
    response: formStatusSchema,
  },
  updateWhitelistStatus: {
    summary: 'Abre ou fecha as inscrições (whitelist) e define data de fechamento e descrição',
    tag: 'formularios',
    body: updateFormStatusBodySchema,
    response: formStatusSchema,
  },
  insertionStatus: {
    summary:
      'Situação das inscrições (inscrições para cargos): aberta, data de fechamento, descrição',
    tag: 'formularios',
    response: formStatusSchema,
  },
  updateInsertionStatus: {
    summary:
      'Abre ou fecha as inscrições (inscrições para cargos) e define data de fechamento e descrição',
    tag: 'formularios',
    body: updateFormStatusBodySchema,
    response: formStatusSchema,
  },
});

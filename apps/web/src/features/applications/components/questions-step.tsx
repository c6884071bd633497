import type { PublicQuestion } from '@panel/contract/api/forms';
import type { AnswerValue, AnswerValues, FieldErrors } from '../validate-answers';
import { QuestionField } from './question-field';

interface QuestionsStepProps {
  questions: readonly PublicQuestion[];
  answers: AnswerValues;
  errors: FieldErrors;
  onChange: (questionId: string, value: AnswerValue) => void;
}

export function QuestionsStep({ questions, answers, errors, onChange }: QuestionsStepProps) {
  if (questions.length === 0) {
    return <p className="text-sm text-muted-foreground">Este formulário não tem perguntas.</p>;
  }
  return (
    <div className="grid gap-6">
      {questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          value={answers[question.id]}
          error={errors[question.id]}
          onChange={(value) => onChange(question.id, value)}
        />
      ))}
    </div>
  );
}

import type { Question } from '@panel/contract/api/forms';
import type { FieldErrors } from '../validate-answers';
import { QuestionField } from './question-field';

interface QuestionsStepProps {
  questions: readonly Question[];
  answers: Record<string, string>;
  errors: FieldErrors;
  onChange: (questionId: string, value: string) => void;
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
          value={answers[question.id] ?? ''}
          error={errors[question.id]}
          onChange={(value) => onChange(question.id, value)}
        />
      ))}
    </div>
  );
}

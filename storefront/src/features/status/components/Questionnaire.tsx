import { useState } from 'react';
import type { QuestionnaireBody } from '../../../shared/api';

const QUESTIONS = [
  { key: 'rating', label: 'Gesamteindruck' },
  { key: 'foodRating', label: 'Essen' },
  { key: 'serviceRating', label: 'Service' },
  { key: 'processRating', label: 'Ablauf' },
] as const satisfies readonly { key: keyof Answers; label: string }[];

/** POST …/questionnaire's body as the OpenAPI document declares it. */
export type Answers = QuestionnaireBody;

/** Four ratings from 1 to 5 stars, all required, and an optional comment (storefront.md §5). */
export function Questionnaire({
  onSend,
  onDismiss,
}: {
  onSend: (answers: Answers) => Promise<void>;
  /** §4 'not dismissed': the customer does not want to rate this order. */
  onDismiss: () => void;
}) {
  const [ratings, setRatings] = useState<Partial<Answers>>({});
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const complete = QUESTIONS.every((question) => ratings[question.key]);

  return (
    <form
      className="questionnaire"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!complete) return;
        setSending(true);
        try {
          await onSend({ ...(ratings as Answers), comment: comment.trim() || undefined });
        } finally {
          setSending(false);
        }
      }}
    >
      <h2>Wie war Ihre Bestellung?</h2>
      {QUESTIONS.map((question) => (
        <fieldset key={question.key} className="stars">
          <legend>{question.label}</legend>
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className={(ratings[question.key] ?? 0) >= value ? 'is-on' : ''}>
              <input
                type="radio"
                name={question.key}
                value={value}
                checked={ratings[question.key] === value}
                onChange={() => setRatings((current) => ({ ...current, [question.key]: value }))}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">
                {value} {value === 1 ? 'Stern' : 'Sterne'}
              </span>
            </label>
          ))}
        </fieldset>
      ))}
      <label className="field">
        <span>Kommentar (optional)</span>
        <textarea rows={6} value={comment} onChange={(event) => setComment(event.target.value)} />
      </label>
      <div className="button-row">
        <button type="submit" className="button" disabled={!complete || sending}>
          Bewertung senden
        </button>
        <button type="button" className="button button--secondary" onClick={onDismiss}>
          Nicht bewerten
        </button>
      </div>
    </form>
  );
}

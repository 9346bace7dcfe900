import landing from './landing.module.css';
import styles from './numbered-steps.module.css';

export interface NumberedStep {
  key: string;
  title: string;
  text: string;
}

/** "How it works": the steps as numbered cards in reading order (an ordered list; the big numbers are decoration). */
export function NumberedSteps({ steps }: { steps: readonly NumberedStep[] }) {
  return (
    <ol className={styles.steps} data-count={steps.length}>
      {steps.map((step, index) => (
        <li key={step.key} className={landing.card}>
          <span className={landing.cardNumber} aria-hidden="true">
            {index + 1}
          </span>
          <h3 className={landing.cardTitle}>{step.title}</h3>
          <p className={landing.cardText}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

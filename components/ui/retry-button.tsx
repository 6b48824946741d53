// The primary 'Try again' button of the error views: it asks the error boundary to render the
// segment again.
import button from './button.module.scss';

export function RetryButton({ retry }: { retry: () => void }) {
  return (
    <button type="button" className={`${button.button} ${button.primary}`} onClick={() => retry()}>
      Try again
    </button>
  );
}

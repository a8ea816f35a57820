import { ResultsPage } from '../features/results/ResultsPage.tsx';

export default function Results() {
  return <ResultsPage />;
}

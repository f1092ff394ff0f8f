import { useAnalysis } from '../../store/selectors.ts';

/** The merged config as a tree, each value with the layer that set it. */
export function MergedView() {
  const analysis = useAnalysis();
  return <pre className="merged-raw">{JSON.stringify(analysis.load.config, null, 2)}</pre>;
}

// Deal-category suggestions from the contact page.
import type { SuggestionInput, SuggestionsRepository } from '../repositories/suggestions';

/** Suggestion use cases. */
export interface SuggestionService {
  /** Stores a shopper's suggestion. */
  submit(input: SuggestionInput): Promise<void>;
}

/** Creates the suggestion service. */
export function createSuggestionService(
  suggestions: Pick<SuggestionsRepository, 'create'>,
): SuggestionService {
  return {
    submit: (input) => suggestions.create(input),
  };
}

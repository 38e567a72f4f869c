// A searchable Select's typing matches its options the way every list's search does (foldSearch): antd's
// default lowercases in English, so 'ISKENDER' would not find 'İskender'.
import { matchesSearch } from '../../search';

interface SearchOption {
  label?: unknown;
  search?: unknown;
}

/** `showSearch={searchBy('label')}`: the option's field typed text is matched against. */
export function searchBy(field: 'label' | 'search' = 'label') {
  return {
    optionFilterProp: field,
    filterOption: (input: string, option?: SearchOption) =>
      matchesSearch(
        input,
        typeof option?.[field] === 'string' || typeof option?.[field] === 'number' ? String(option[field]) : '',
      ),
  };
}

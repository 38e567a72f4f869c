// Grid/list switch of the list screens (grid by default).
import { AppstoreOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { tr } from '@menu/shared';
import { Segmented } from 'antd';

export type ViewMode = 'grid' | 'list';

export interface ViewModeToggleProps {
  value: ViewMode;
  onChange: (mode: ViewMode) => void;
  gridLabel?: string;
  listLabel?: string;
  /** Names the control for screen readers. */
  ariaLabel?: string;
}

export function ViewModeToggle({
  value,
  onChange,
  gridLabel = tr.common.gridShort,
  listLabel = tr.common.listShort,
  ariaLabel = tr.common.view,
}: ViewModeToggleProps) {
  return (
    <Segmented<ViewMode>
      aria-label={ariaLabel}
      value={value}
      onChange={onChange}
      options={[
        { value: 'grid', icon: <AppstoreOutlined aria-hidden />, label: gridLabel },
        { value: 'list', icon: <UnorderedListOutlined aria-hidden />, label: listLabel },
      ]}
    />
  );
}

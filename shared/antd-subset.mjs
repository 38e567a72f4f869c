// The antd the portal's bundles share: only the components the host and the remotes import, so the
// one shared copy leaves out the rest of antd (Tree, Cascader, Transfer, Upload, Calendar...). shared/rspack.cjs
// points 'antd' here; shared/src/__tests__/antd-subset.test.ts fails when a source file imports a component
// missing from this list. The lines are antd's own (antd/es/index.js) with the package path.
export { default as Alert } from 'antd/es/alert/index.js';
export { default as App } from 'antd/es/app/index.js';
export { default as Avatar } from 'antd/es/avatar/index.js';
export { default as Badge } from 'antd/es/badge/index.js';
export { default as Button } from 'antd/es/button/index.js';
export { default as Card } from 'antd/es/card/index.js';
export { default as Checkbox } from 'antd/es/checkbox/index.js';
export { default as Col } from 'antd/es/col/index.js';
export { default as ColorPicker } from 'antd/es/color-picker/index.js';
export { default as ConfigProvider } from 'antd/es/config-provider/index.js';
export { default as DatePicker } from 'antd/es/date-picker/index.js';
export { default as Descriptions } from 'antd/es/descriptions/index.js';
export { default as Divider } from 'antd/es/divider/index.js';
export { default as Drawer } from 'antd/es/drawer/index.js';
export { default as Dropdown } from 'antd/es/dropdown/index.js';
export { default as Empty } from 'antd/es/empty/index.js';
export { default as Flex } from 'antd/es/flex/index.js';
export { default as Form } from 'antd/es/form/index.js';
export { default as Grid } from 'antd/es/grid/index.js';
export { default as Input } from 'antd/es/input/index.js';
export { default as InputNumber } from 'antd/es/input-number/index.js';
export { default as Layout } from 'antd/es/layout/index.js';
export { default as Menu } from 'antd/es/menu/index.js';
export { default as Modal } from 'antd/es/modal/index.js';
export { default as Pagination } from 'antd/es/pagination/index.js';
export { default as Popconfirm } from 'antd/es/popconfirm/index.js';
export { default as Progress } from 'antd/es/progress/index.js';
export { default as Radio } from 'antd/es/radio/index.js';
export { default as Result } from 'antd/es/result/index.js';
export { default as Row } from 'antd/es/row/index.js';
export { default as Segmented } from 'antd/es/segmented/index.js';
export { default as Select } from 'antd/es/select/index.js';
export { default as Skeleton } from 'antd/es/skeleton/index.js';
export { default as Space } from 'antd/es/space/index.js';
export { default as Switch } from 'antd/es/switch/index.js';
export { default as Table } from 'antd/es/table/index.js';
export { default as Tabs } from 'antd/es/tabs/index.js';
export { default as Tag } from 'antd/es/tag/index.js';
export { default as Tooltip } from 'antd/es/tooltip/index.js';
export { default as Typography } from 'antd/es/typography/index.js';

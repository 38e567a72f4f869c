// What a table file reads into: the first row (the header) and the non-blank rows after it, with their line
// numbers in the file (the row number a spreadsheet shows, so an error can name it).
export type CellValue = string | number | boolean | null;

export interface TableFileContent {
  header: CellValue[];
  rows: Array<{ line: number; cells: CellValue[] }>;
}

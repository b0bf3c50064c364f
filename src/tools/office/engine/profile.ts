import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Settings every conversion's fresh profile starts with, so that nothing in a document acts on its own: macros never
 * run (the highest security level, and execution switched off altogether), links to other files or to the network
 * are never updated (Writer's and Calc's link modes "never"; fields and charts are not refreshed on load), and a
 * spreadsheet's formulas are never recalculated on load, so WEBSERVICE() and the like keep their stored results.
 */
const SETTINGS: ReadonlyArray<readonly [path: string, name: string, type: 'int' | 'boolean', value: string]> = [
  ['/org.openoffice.Office.Common/Security/Scripting', 'MacroSecurityLevel', 'int', '3'],
  ['/org.openoffice.Office.Common/Security/Scripting', 'DisableMacrosExecution', 'boolean', 'true'],
  ['/org.openoffice.Office.Common/Security/Scripting', 'BlockUntrustedRefererLinks', 'boolean', 'true'],
  ['/org.openoffice.Office.Common/Security/Scripting', 'CheckDocumentEvents', 'boolean', 'true'],
  // Writer's link mode follows css.document.LinkUpdateModes: 0 is NEVER.
  ['/org.openoffice.Office.Writer/Content/Update', 'Link', 'int', '0'],
  ['/org.openoffice.Office.Writer/Content/Update', 'Field', 'boolean', 'false'],
  ['/org.openoffice.Office.Writer/Content/Update', 'Chart', 'boolean', 'false'],
  // Calc's own enum: 0 always, 1 never, 2 on request.
  ['/org.openoffice.Office.Calc/Content/Update', 'Link', 'int', '1'],
  // 1: never recalculate on load.
  ['/org.openoffice.Office.Calc/Formula/Load', 'OOXMLRecalcMode', 'int', '1'],
  ['/org.openoffice.Office.Calc/Formula/Load', 'ODFRecalcMode', 'int', '1'],
  ['/org.openoffice.Office.Common/Misc', 'UseOpenCL', 'boolean', 'false'],
];

function registry(): string {
  const items = SETTINGS.map(
    ([path, name, type, value]) =>
      `<item oor:path="${path}"><prop oor:name="${name}" oor:op="fuse" oor:type="xs:${type}"><value>${value}</value></prop></item>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
    ...items,
    '</oor:items>',
    '',
  ].join('\n');
}

/** Writes a new profile folder (`<dir>/user/registrymodifications.xcu`) before LibreOffice first reads it. */
export async function writeProfile(dir: string): Promise<void> {
  const user = join(dir, 'user');
  await mkdir(user, { recursive: true });
  await writeFile(join(user, 'registrymodifications.xcu'), registry());
}

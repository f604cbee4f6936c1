import ts from 'typescript';

/** Words a component may write as they are in every language: a brand, a standard's name. */
const SAME_IN_EVERY_LANGUAGE = ['WalletConnect', 'Base Account', 'ERC-721', 'ERC-1155'];

/** Attributes a visitor reads (or hears): their values must come from a catalogue. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'title',
  'placeholder',
  'alt',
  'label',
  'tip',
]);

/** One piece of text written into a component rather than taken from a catalogue. */
export interface HardCodedText {
  line: number;
  text: string;
}

/** True when `text` holds a word of two letters or more that is not the same in every language. */
function hasWords(text: string): boolean {
  const rest = SAME_IN_EVERY_LANGUAGE.reduce((left, same) => left.split(same).join(' '), text);
  return rest.split(/\s+/).some((token) => /\p{L}{2,}/u.test(token));
}

/** A comparison (`status === 'ok'`): its literals are values to compare, never shown. */
const isComparison = (node: ts.Node) =>
  ts.isBinaryExpression(node) &&
  [
    ts.SyntaxKind.EqualsEqualsEqualsToken,
    ts.SyntaxKind.ExclamationEqualsEqualsToken,
    ts.SyntaxKind.EqualsEqualsToken,
    ts.SyntaxKind.ExclamationEqualsToken,
  ].includes(node.operatorToken.kind);

/**
 * The words a React component (`.tsx`) writes itself: JSX text, string literals it renders as children, and
 * literal values of the attributes a visitor reads (aria-label, title, placeholder, alt, label, tip).
 */
export function findHardCodedTextInTsx(source: string, fileName = 'component.tsx'): HardCodedText[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: HardCodedText[] = [];
  const report = (node: ts.Node, text: string) => {
    if (hasWords(text)) {
      found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });
    }
  };
  /** String literals anywhere below `node`, except in a nested attribute, a call's arguments or a comparison. */
  const literalsIn = (node: ts.Node) => {
    const visit = (inner: ts.Node) => {
      if (ts.isJsxAttribute(inner) || ts.isCallExpression(inner) || isComparison(inner)) return;
      if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) report(inner, inner.text);
      else if (ts.isTemplateExpression(inner)) {
        report(inner, [inner.head.text, ...inner.templateSpans.map((span) => span.literal.text)].join(' '));
      } else ts.forEachChild(inner, visit);
    };
    visit(node);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      literalsIn(node.expression);
    } else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(file)) && node.initializer) {
      literalsIn(node.initializer);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** DOM properties whose text a visitor reads (or hears), as a module writes them: `element.title = …`. */
const TEXT_PROPERTIES = new Set([
  'textContent',
  'innerText',
  'ariaLabel',
  'ariaDescription',
  'title',
  'placeholder',
  'alt',
  'label',
]);

/** The name a property assignment's target writes (`el.title`, `el['aria-label']`), or undefined. */
function assignedName(target: ts.Expression): string | undefined {
  if (ts.isPropertyAccessExpression(target)) return target.name.text;
  if (ts.isElementAccessExpression(target) && ts.isStringLiteral(target.argumentExpression)) {
    return target.argumentExpression.text;
  }
  return undefined;
}

/** The value a statement writes as visible text: `el.title = value` or `el.setAttribute('aria-label', value)`. */
function shownValue(node: ts.Node): ts.Expression | undefined {
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
    const name = assignedName(node.left);
    return name && (TEXT_PROPERTIES.has(name) || TEXT_ATTRIBUTES.has(name)) ? node.right : undefined;
  }
  if (
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === 'setAttribute'
  ) {
    const [name, value] = node.arguments;
    return name && ts.isStringLiteral(name) && TEXT_ATTRIBUTES.has(name.text) ? value : undefined;
  }
  return undefined;
}

/**
 * The words a module (`.ts`, or a component's own DOM code) writes into the page itself: string literals it assigns to a DOM property or
 * attribute a visitor reads (`textContent`, `title`, `setAttribute('aria-label', …)`), followed through the
 * constants of the same file they come from (`const LABELS = { close: 'Close' }`; every one of a name, as
 * scopes are not told apart). A call's arguments are
 * taken as a catalogue lookup, never followed.
 */
export function findHardCodedTextInTs(source: string, fileName = 'module.ts'): HardCodedText[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const declarations = new Map<string, ts.Expression[]>();
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      declarations.set(node.name.text, [...(declarations.get(node.name.text) ?? []), node.initializer]);
    }
    ts.forEachChild(node, collect);
  };
  collect(file);
  const found = new Map<ts.Node, HardCodedText>();
  const followed = new Set<ts.Expression>();
  /** String literals in `node` and in the constants it names, except in a call's arguments or a comparison. */
  const literalsIn = (node: ts.Node) => {
    if (ts.isCallExpression(node) || isComparison(node)) return;
    if (ts.isPropertyAssignment(node) || ts.isElementAccessExpression(node)) {
      // A key (`{ key: … }`, `words[key]`) is never shown: only the value it names is.
      literalsIn(ts.isPropertyAssignment(node) ? node.initializer : node.expression);
      return;
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      if (hasWords(node.text)) found.set(node, { line, text: node.text.trim() });
      return;
    }
    if (ts.isTemplateExpression(node)) {
      const text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
      const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      if (hasWords(text)) found.set(node, { line, text: text.trim() });
    }
    for (const initializer of ts.isIdentifier(node) ? (declarations.get(node.text) ?? []) : []) {
      if (followed.has(initializer)) continue;
      followed.add(initializer);
      literalsIn(initializer);
    }
    ts.forEachChild(node, literalsIn);
  };
  const visit = (node: ts.Node) => {
    const value = shownValue(node);
    if (value) literalsIn(value);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return [...found.values()].sort((a, b) => a.line - b.line);
}

/** `text` with each `{…}` expression (braces nested) replaced by spaces, so line numbers stay. */
function blankExpressions(text: string): string {
  let depth = 0;
  let out = '';
  for (const char of text) {
    if (char === '{') depth++;
    out += depth > 0 && char !== '\n' ? ' ' : char;
    if (char === '}' && depth > 0) depth--;
  }
  return out;
}

/**
 * The words an Astro component (`.astro`) writes itself: text between its tags and literal values of the
 * attributes a visitor reads, outside its frontmatter, scripts, styles, comments and `{…}` expressions.
 */
export function findHardCodedTextInAstro(source: string): HardCodedText[] {
  const blank = (match: string) => match.replace(/[^\n]/g, ' ');
  const template = blankExpressions(
    source
      .replace(/^---\n[\s\S]*?\n---/, blank)
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, blank)
      .replace(/<!--[\s\S]*?-->/g, blank),
  );
  const found: HardCodedText[] = [];
  const lineOf = (index: number) => template.slice(0, index).split('\n').length;
  for (const tag of template.matchAll(/<[^>]*>/g)) {
    for (const attribute of tag[0].matchAll(/([\w:-]+)="([^"]*)"/g)) {
      const [, name = '', value = ''] = attribute;
      if (TEXT_ATTRIBUTES.has(name) && hasWords(value)) found.push({ line: lineOf(tag.index), text: value });
    }
  }
  for (const text of template.matchAll(/>([^<]+)</g)) {
    const [, value = ''] = text;
    if (hasWords(value)) found.push({ line: lineOf(text.index), text: value.trim() });
  }
  return found;
}

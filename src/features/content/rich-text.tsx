// Rich text of the content service, rendered as React elements only: every text is a text node, the only
// attribute taken from content is a link's href, and only when it is http(s), mailto, a path of this site or
// a #fragment. Whatever else arrives (HTML in a text, a javascript: link, an unknown node) cannot run.
import { Fragment, type ReactNode } from 'react';
import type { components } from '../../../openapi/app.gen';
import { cx } from '../../ui/cx';
import * as styles from './rich-text.css';

type Schemas = components['schemas'];
export type RichTextDoc = Schemas['RichTextDoc'];
type RichTextNode =
  | RichTextDoc
  | Schemas['RichTextBlockNode']
  | Schemas['RichTextListItem']
  | Schemas['RichTextText'];

const allowedProtocols = new Set(['http:', 'https:', 'mailto:']);

/** The href to use for a link from content, or undefined when it must not be linked. */
export function safeHref(href: unknown): string | undefined {
  if (typeof href !== 'string') return undefined;
  // Browsers drop tabs and newlines inside URLs ('java\tscript:'), so check what they would see.
  const value = href.replace(/[\t\n\r]/g, '').trim();
  if (value.startsWith('#') || /^\/(?![/\\])/.test(value)) return value;
  try {
    const url = new URL(value);
    return allowedProtocols.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const headings = { 2: 'h2', 3: 'h3', 4: 'h4' } as const;

function children(node: { content?: unknown }): ReactNode {
  return Array.isArray(node.content) ? node.content.map(renderNode) : null;
}

function renderText(node: Schemas['RichTextText']): ReactNode {
  let out: ReactNode = typeof node.text === 'string' ? node.text : '';
  for (const mark of Array.isArray(node.marks) ? node.marks : []) {
    if (mark?.type === 'bold') out = <strong>{out}</strong>;
    else if (mark?.type === 'italic') out = <em>{out}</em>;
    else if (mark?.type === 'link') {
      const href = safeHref(mark.attrs?.href);
      if (href) out = <a href={href}>{out}</a>;
    }
  }
  return out;
}

function renderNode(node: RichTextNode, index: number): ReactNode {
  if (!node || typeof node !== 'object') return null;
  switch (node.type) {
    case 'doc':
      return <Fragment key={index}>{children(node)}</Fragment>;
    case 'paragraph':
      return <p key={index}>{children(node)}</p>;
    case 'heading': {
      const Heading = headings[node.attrs?.level] ?? 'h2';
      return <Heading key={index}>{children(node)}</Heading>;
    }
    case 'bullet_list':
      return <ul key={index}>{children(node)}</ul>;
    case 'ordered_list':
      return <ol key={index}>{children(node)}</ol>;
    case 'list_item':
      return <li key={index}>{children(node)}</li>;
    case 'text':
      return <Fragment key={index}>{renderText(node)}</Fragment>;
    default:
      return null;
  }
}

export function RichText({ doc, className }: { doc: RichTextDoc; className?: string }) {
  return <div className={cx(styles.richText, className)}>{renderNode(doc, 0)}</div>;
}

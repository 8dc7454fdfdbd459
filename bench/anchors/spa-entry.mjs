/* global document, DOMParser, Node */
// The "plain React SPA" anchor's whole app (bench/lib/anchors.mjs): the same first screen as the
// prerendered page, drawn by React in the browser from its markup, as an app with no server
// rendering would draw it. Bundled by esbuild for the bench run, React and react-dom included.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

/** HTML attribute names that React spells another way. */
const RENAMED = { class: 'className', for: 'htmlFor', srcset: 'srcSet', fetchpriority: 'fetchPriority', tabindex: 'tabIndex', colspan: 'colSpan', rowspan: 'rowSpan', datetime: 'dateTime', crossorigin: 'crossOrigin', readonly: 'readOnly', maxlength: 'maxLength', autocomplete: 'autoComplete', 'stroke-width': 'strokeWidth', 'stroke-linecap': 'strokeLinecap', 'stroke-linejoin': 'strokeLinejoin', 'fill-rule': 'fillRule', 'clip-rule': 'clipRule' };

const camel = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());

/** A style attribute as React takes it. */
function styleOf(text) {
  const style = {};
  for (const declaration of text.split(';')) {
    const [name, ...value] = declaration.split(':');
    if (name?.trim() && value.length) style[name.trim().startsWith('--') ? name.trim() : camel(name.trim())] = value.join(':').trim();
  }
  return style;
}

function toReact(node, key) {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const props = { key };
  for (const { name, value } of node.attributes) {
    if (name === 'style') props.style = styleOf(value);
    else if (name === 'value' || name === 'checked') props[name === 'value' ? 'defaultValue' : 'defaultChecked'] = value;
    else props[RENAMED[name] ?? name] = value;
  }
  const children = [...node.childNodes].map((child, index) => toReact(child, index));
  const tag = node.localName;
  return ['img', 'br', 'hr', 'input', 'source', 'meta', 'link', 'col', 'wbr'].includes(tag) ? createElement(tag, props) : createElement(tag, props, ...children);
}

const markup = JSON.parse(document.getElementById('anchor-markup').textContent);
const body = new DOMParser().parseFromString(`<!doctype html><body>${markup}</body>`, 'text/html').body;
createRoot(document.getElementById('root')).render([...body.childNodes].map((child, index) => toReact(child, index)));

import fs from 'node:fs';
import Validator from '@adobe/structured-data-validator';

/**
 * Structured data checked against the schema.org vocabulary, offline:
 * - `@adobe/structured-data-validator` reports unknown types (errors), properties a type does not
 *   have (warnings of kind `schemaOrg`, counted here as errors) and, for the types search engines
 *   show (Review, Rating, BreadcrumbList, ListItem, Person, Organization...), missing or mistyped
 *   required fields (errors);
 * - the vocabulary is schema.org's current release as packaged by `@vocabulary/schema` (N-Quads),
 *   turned into the JSON-LD graph the validator reads;
 * - an object value must also be of a type the property expects (`rangeIncludes`, or a subtype).
 */

const SCHEMA = 'http://schema.org/';
const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDFS_CLASS = 'http://www.w3.org/2000/01/rdf-schema#Class';
const RDF_PROPERTY = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#Property';
const SUBCLASS_OF = 'http://www.w3.org/2000/01/rdf-schema#subClassOf';
const DOMAIN = `${SCHEMA}domainIncludes`;
const RANGE = `${SCHEMA}rangeIncludes`;
// One statement whose object is an IRI: <subject> <predicate> <object> <graph> .
const IRI_STATEMENT = /^<([^>]+)> <([^>]+)> <([^>]+)>/;

interface Term {
  id: string;
  types: Set<string>;
  parents: string[];
  domains: string[];
  ranges: string[];
}

export interface Vocabulary {
  /** The graph in the shape of schema.org's own JSON-LD file, for the validator. */
  graph: { '@graph': object[] };
  terms: Map<string, Term>;
}

const local = (iri: string) => (iri.startsWith(SCHEMA) ? iri.slice(SCHEMA.length) : iri);

function loadVocabulary(): Vocabulary {
  const file = require.resolve('@vocabulary/schema/schema.nq');
  const terms = new Map<string, Term>();
  const term = (iri: string) => {
    const id = local(iri);
    let found = terms.get(id);
    if (!found) {
      found = { id, types: new Set(), parents: [], domains: [], ranges: [] };
      terms.set(id, found);
    }
    return found;
  };
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = IRI_STATEMENT.exec(line);
    if (!match?.[1].startsWith(SCHEMA)) continue;
    const [, subject, predicate, object] = match;
    if (predicate === RDF_TYPE) term(subject).types.add(object);
    else if (predicate === SUBCLASS_OF) term(subject).parents.push(local(object));
    else if (predicate === DOMAIN) term(subject).domains.push(local(object));
    else if (predicate === RANGE) term(subject).ranges.push(local(object));
  }
  const ref = (id: string) => ({ '@id': `schema:${id}` });
  const graph = [...terms.values()].flatMap((t): object[] => {
    if (t.types.has(RDFS_CLASS)) {
      return [
        { '@id': `schema:${t.id}`, '@type': 'rdfs:Class', 'rdfs:subClassOf': t.parents.map(ref) },
      ];
    }
    if (t.types.has(RDF_PROPERTY)) {
      return [
        {
          '@id': `schema:${t.id}`,
          '@type': 'rdf:Property',
          'schema:domainIncludes': t.domains.map(ref),
        },
      ];
    }
    return [];
  });
  return { graph: { '@graph': graph }, terms };
}

let vocabulary: Vocabulary | undefined;
/** The vocabulary, read once per test file. */
export function schemaOrg(): Vocabulary {
  vocabulary ??= loadVocabulary();
  return vocabulary;
}

/** Whether `type` is `expected` or one of its subtypes. */
function isA(
  terms: Map<string, Term>,
  type: string,
  expected: string,
  seen = new Set<string>(),
): boolean {
  if (type === expected) return true;
  if (seen.has(type)) return false;
  seen.add(type);
  return (terms.get(type)?.parents ?? []).some((parent) => isA(terms, parent, expected, seen));
}

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Object values whose type the property does not expect (schema.org's rangeIncludes). */
function rangeIssues(node: Node, terms: Map<string, Term>, path: string): string[] {
  const issues: string[] = [];
  for (const [key, raw] of Object.entries(node)) {
    if (key.startsWith('@')) continue;
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (!isNode(value)) continue;
      const ranges = terms.get(key)?.ranges ?? [];
      const types = [value['@type']].flat().filter((t): t is string => typeof t === 'string');
      const expected = types.every((type) => ranges.some((range) => isA(terms, type, range)));
      if (ranges.length && !expected) {
        issues.push(
          `${path}.${key}: a ${types.join('/')} is not what ${key} expects (${ranges.join(', ')})`,
        );
      }
      issues.push(...rangeIssues(value, terms, `${path}.${key}`));
    }
  }
  return issues;
}

export interface StructuredDataIssue {
  severity: string;
  message: string;
  type: string;
}

/**
 * Every problem the validator and the range check find in these JSON-LD blocks; the validator's
 * optional recommendations (missing recommended fields) are left out.
 */
export async function structuredDataIssues(blocks: Node[]): Promise<StructuredDataIssue[]> {
  const { graph, terms } = schemaOrg();
  const byType: Record<string, object[]> = {};
  for (const block of blocks) {
    const type = String(block['@type']);
    // The validator deletes its bookkeeping from what it is given: it gets a copy.
    (byType[type] ??= []).push(structuredClone(block));
  }
  const found = await new Validator(graph).validate({ jsonld: byType });
  const issues = found
    .filter((issue) => issue.severity === 'ERROR' || issue.errorType === 'schemaOrg')
    .map((issue) => ({
      severity: issue.severity,
      message: issue.issueMessage,
      type: issue.rootType,
    }));
  for (const block of blocks) {
    const type = String(block['@type']);
    for (const message of rangeIssues(block, terms, type)) {
      issues.push({ severity: 'ERROR', message, type });
    }
  }
  return issues;
}

/** Every `<script type="application/ld+json">` block of a page, parsed. */
export function jsonLdBlocks(html: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Node,
  );
}

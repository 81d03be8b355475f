/** The parts of @adobe/structured-data-validator (plain JavaScript) the tests use. */
declare module '@adobe/structured-data-validator' {
  /** One problem found; `errorType` is 'schemaOrg' for a check against the vocabulary. */
  export interface ValidationIssue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    rootType: string;
    dataFormat: string;
    errorType?: string;
    fieldNames?: string[];
  }

  export default class Validator {
    /** `schemaOrgJson`: the schema.org vocabulary as its JSON-LD graph. */
    constructor(schemaOrgJson?: object);
    /** Data as extracted from a page: `{ jsonld: { [rootType]: items[] } }`. */
    validate(data: { jsonld?: Record<string, object[]> }): Promise<ValidationIssue[]>;
  }
}

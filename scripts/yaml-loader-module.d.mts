/** The source of the module given in place of js-yaml in both builds (its loader alone). */
export declare const YAML_LOADER_MODULE: string;

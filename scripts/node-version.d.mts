export declare function unsupportedNodeMessage(version: string): string | undefined

// The mapping layer is built on the JSON engine, ModelMapperJSON; `import ModelMapper` gives
// both (JSONDocument, JSONValue, JSONWriter, ... are the engine's).
@_exported import ModelMapperJSON

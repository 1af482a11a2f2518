// The two operators of a `mapping(map:)`: `<-` maps a property both ways, `>>>` writes a
// value (a `let` property). Their overloads, one per kind of property and container, are
// generated (the *.generated.swift files beside this one; Scripts/GenerateOverloads.swift).

infix operator <- : DefaultPrecedence
infix operator >>> : DefaultPrecedence

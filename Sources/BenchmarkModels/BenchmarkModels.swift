// Benchmark models arrive with the mapping layer.
import ModelMapper

// Placeholder until this module's work lands.

import TalkGrid
import TalkGridGtk

/// The person's vocabulary level in edit mode's bar ("The person's level"): the caregiver, past the
/// lock already, changes it where the cells are edited, as the menu's Screen, Vocabulary level
/// does (the same session input, saved with the set's settings).
extension BoardWindow {
    /// The list of levels, on the boards' row under the edit bar (made once, with the bar).
    func buildLevelChoice() {
        let words = store.words
        levelList.setEntries(VocabularyLevel.levels.map { (String($0), words.text(ChoiceScreen.levelName($0))) })
        levelList.describe(name: words.text(TextKey.editPersonsLevel))
        levelList.connect(.changed) { [weak self] in
            guard let self, let level = levelList.chosen.flatMap({ Int($0) }), level != store.session.settings.level else { return }
            send(.input(.setLevel(level)))
        }
        boardBar.append(levelList, expand: true)
    }

    /// The list shows the person's level as it is now (set in the menu or by `talkgrid level` meanwhile).
    func showLevelChoice() {
        let current = String(store.session.settings.level)
        if levelList.chosen != current { levelList.chosen = current }
    }
}

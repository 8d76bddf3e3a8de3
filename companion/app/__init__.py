"""The app layer: wires camera, tracker, narration, session log and voice together.

One job a module:

- :mod:`~companion.app.session`: one table session (observations in, events said, keys
  answered); its part :mod:`~companion.app.session_observe` (an observation in, its news
  said); its keys' answers are mixins: :mod:`~companion.app.info_keys` (the game's state;
  its parts :mod:`~companion.app.turn_key` (key 5, the players maybe out),
  :mod:`~companion.app.score_key` (key 4, the tokens), :mod:`~companion.app.zone_key` (star
  and a seat)), :mod:`~companion.app.question_keys` (questions answered, cards given; its
  parts :mod:`~companion.app.enter_key` (Enter and a rank), :mod:`~companion.app.redo_entry`
  (an undone card given back by Enter in its place), :mod:`~companion.app.correct_key`
  (slash and a rank)), :mod:`~companion.app.undo_key` (undo; its parts
  :mod:`~companion.app.undo_blame` (the answer blamed for a refused input),
  :mod:`~companion.app.undo_blamed` (that answer, or a fix under a deal, undone),
  :mod:`~companion.app.undo_said` (what the undo says), :mod:`~companion.app.undo_confirm`
  (its confirm question); :mod:`~companion.app.undo_under`: an answer undone under the next
  deal not heard yet; :mod:`~companion.app.undone_before_answer`: the card undone right
  before an answer keeping a round going, given back by minus twice or Enter, not named once
  taken away alone); what it says and how, mixins too: :mod:`~companion.app.session_speech`
  (lines given to the voice), :mod:`~companion.app.session_watch` (their ``stale()``
  predicates), :mod:`~companion.app.session_modes` (how a line is said while a key is
  answered or the game changes), and :mod:`~companion.app.session_resume` (going on from a
  session log); :mod:`~companion.app.said_for`: what the voice said for which input or
  prompt, and whether it was heard (undo's confirm question, refusals, the prompt plus and a
  number answers); its mixins :mod:`~companion.app.said_prompts` (the prompt plus and a
  number answers), :mod:`~companion.app.said_unheard` (whether an input was heard, which
  lines wait), :mod:`~companion.app.said_waiting` (the inputs whose news is unheard: the
  backlog) and :mod:`~companion.app.said_undo` (the undo's confirm question);
  :mod:`~companion.app.announcement`: a sentence for the voice.
- :mod:`~companion.app.keys`: keyboard keys to commands; :mod:`~companion.app.terminal`:
  single keys without Enter, the status line.
- :mod:`~companion.app.voiceout`: announcements to the speaker (what was heard, when).
- :mod:`~companion.app.live`: ``companion play``'s loop (its parts
  :mod:`~companion.app.live_step` (one step: the keys, one picture),
  :mod:`~companion.app.status_line` (the status line); its state, set by ``__init__``
  one part a builder (live71): :mod:`~companion.app.state_camera` (the source, the
  watcher, the camera's problems), :mod:`~companion.app.state_cards` (the cards read on
  their way to the tracker), :mod:`~companion.app.state_rounds` (rounds' ends, deals,
  cleared tables), :mod:`~companion.app.state_holds` (held and waiting cards, the stall),
  :mod:`~companion.app.state_session` (the session, its log, its hooks into the table),
  :mod:`~companion.app.state_keys` (the keys' waits), :mod:`~companion.app.state_voice`
  (the voice, the status line, the lines keys wait on)); its mixins
  :mod:`~companion.app.live_setup` (guided set-up), :mod:`~companion.app.live_cards` (the
  camera's cards to the tracker; its parts :mod:`~companion.app.cards_order` (one picture's
  cards in order), :mod:`~companion.app.unread_cards` (a card told before it was read),
  :mod:`~companion.app.read_checks` (the checks of a card read),
  :mod:`~companion.app.hedge_narrowed` (a sticker hedge the camera narrowed since answers the
  question about that very card),
  :mod:`~companion.app.entered_differs` (a card read otherwise than entered)),
  :mod:`~companion.app.held_cards` (the start's old cards), :mod:`~companion.app.left_cards`
  (cards left in a zone; the card and its times :mod:`~companion.app.left_card`; its parts
  :mod:`~companion.app.left_undone` (an undone card left), :mod:`~companion.app.left_given`
  (given once it fits), :mod:`~companion.app.left_gone` (taken away),
  :mod:`~companion.app.left_back` (back, moved, taken again);
  :mod:`~companion.app.laid_before`: those refused as laid before the awaited card,
  :mod:`~companion.app.taken_place`: where the card taken last in a zone lies, for their
  order, asked when it stays untold), :mod:`~companion.app.live_deal` (the next round's
  deal; its parts :mod:`~companion.app.gathered_table` (the ended round's table gathered),
  :mod:`~companion.app.taken_back` (the card last taken asked as taken back),
  :mod:`~companion.app.mid_cleared` and :mod:`~companion.app.mid_cleared_said` (a table
  cleared in a round's middle, and what is said of it), :mod:`~companion.app.card_deal` (the
  next round dealt by a card laid), :mod:`~companion.app.old_cards` (the old round's cards
  at the deal), their counts and times in :mod:`~companion.app.deal_times`),
  :mod:`~companion.app.live_keys` (keys; its parts :mod:`~companion.app.prefix_cues` (a
  prefix key's cue), :mod:`~companion.app.choice_close` (the session's choice closed by a
  key), :mod:`~companion.app.enter_redo` (Enter's give-back, the entries taken),
  :mod:`~companion.app.key_waits` (what waits for the voice or a list),
  :mod:`~companion.app.table_undo` (minus twice at the table),
  :mod:`~companion.app.minus_soon` (a minus too soon after an undo, a held key's repeats
  told by :mod:`~companion.app.key_stamps`, each key's time of arrival),
  :mod:`~companion.app.key5_held_end` (key 5 while the round's end waits for a hand), their
  times in :mod:`~companion.app.key_times`), :mod:`~companion.app.stall` (the stall behind a card the
  camera never gave; its parts :mod:`~companion.app.stall_kept` (its cards taken away, kept
  or forgotten), :mod:`~companion.app.stall_release` (its cards given once the table
  moves)), and :mod:`~companion.app.live_end` (the end of the pictures, goodbye); its
  helpers :mod:`~companion.app.camera_watch` (news about the pictures themselves),
  :mod:`~companion.app.edition_labels`, :mod:`~companion.app.known_cards`,
  :mod:`~companion.app.keyed_cards` (the cards entered by key, which no clear counts, live
  or resumed), :mod:`~companion.app.resume_layout` (a resumed table's cards as first read),
  :mod:`~companion.app.resumed_heard` (a resumed log's undone card's news taken as heard),
  :mod:`~companion.app.cleared_logged` (a table seen cleared, kept in the log for a resume),
  :mod:`~companion.app.card_place`, :mod:`~companion.app.pace` (a recording at its own
  clock), :mod:`~companion.app.redo_beneath` (which undone card Enter gives back),
  :mod:`~companion.app.stall_undone` (the stall's prompt naming the undone card left in the
  awaited zone), :mod:`~companion.app.stall_logged` (a stall the resumed log ends with, its
  refused cards held again), :mod:`~companion.app.resumed_check` (a resumed turn's Sanity
  check or Tommy Gun / R'lyeh cards told again), :mod:`~companion.app.answer_back` (minus
  twice taking back a round-ending answer under the next deal: the round's cards that
  waited behind it read again first, the entered card's camera report not read as a new
  card; :mod:`~companion.app.answer_unseen`: the round's cards the camera forgot at that
  deal, hidden, counted unreported), :mod:`~companion.app.undone_way_back` (after an undone
  card's "take it away", Enter and its rank said as its way back),
  :mod:`~companion.app.corrected_lift` (a lift seen before a correction tried as
  entry_lift's order for the camera play's forced discard),
  :mod:`~companion.app.entered_lift` (a card read otherwise at an entered card's
  place as a hand lifts: said before a stall keeps it), :mod:`~companion.app.differs_hold` (the
  cards laid on an entered card the camera reads otherwise, held for slash or the open
  question's answer; held again when minus twice takes that answer back; its parts
  :mod:`~companion.app.differs_fixed` (the cards a slash's replay refuses, watched again),
  :mod:`~companion.app.differs_kept` (a round resting on an entry kept against the camera:
  its cards said to check; its results and the state keys' answers said as resting on
  it: :mod:`~companion.app.kept_results`; no next round dealt on its ungathered table:
  :mod:`~companion.app.kept_deal`), :mod:`~companion.app.differs_undo` (minus twice takes that
  answer back), :mod:`~companion.app.entered_under` (one picture's card at an entered card's
  place first), :mod:`~companion.app.entry_lifted` (a card seen right on an entered play as
  a hand lifts: the cards laid before that entry given as its discard, in turn);
  :mod:`~companion.app.entry_told` (an entered card's "which card?" not told by cards laid
  on a card the camera reads as neither candidate)), :mod:`~companion.app.entry_word` (a
  card entered by key the camera has not read: what a later input builds on it said as
  the player's word), :mod:`~companion.app.entry_back` (minus twice after the camera's hint
  on an entered card takes that entry back under the inputs built on it; not a log's entry),
  :mod:`~companion.app.waits_logged` (that hold kept in the session log and restored by a
  resume), :mod:`~companion.app.waiting_logged` (the left cards waiting behind an open
  question, likewise).
- :mod:`~companion.app.demo`: ``companion demo``; :mod:`~companion.app.config`: the table's
  settings.
"""

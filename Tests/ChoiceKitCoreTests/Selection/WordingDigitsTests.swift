import Testing

@testable import ChoiceKitCore

@Suite("WordingDigits")
struct WordingDigitsTests {
  static let arabicIndic = "٠١٢٣٤٥٦٧٨٩"

  @Test(arguments: [
    (0, "٠"), (7, "٧"), (10, "١٠"), (1_000_000, "١٠٠٠٠٠٠"), (-42, "-٤٢"),
    (Int.max, "٩٢٢٣٣٧٢٠٣٦٨٥٤٧٧٥٨٠٧"), (Int.min, "-٩٢٢٣٣٧٢٠٣٦٨٥٤٧٧٥٨٠٨"),
  ])
  func numbersAreWrittenDigitByDigit(number: Int, written: String) throws {
    let digits = try #require(WordingDigits(Self.arabicIndic))
    #expect(digits.write(number) == written)
    #expect(WordingDigits.latin.write(number) == String(number))
  }

  @Test(arguments: ["0123456789", "٠١٢٣٤٥٦٧٨٩", "۰۱۲۳۴۵۶۷۸۹", "०१२३४५६७८९", "０１２３４５６７８９"])
  func anyTenDecimalDigitsInOrderAreDigits(digits: String) throws {
    #expect(try #require(WordingDigits(digits)).source == digits)
  }

  @Test(arguments: [
    "", "012345678", "01234567890", "1234567890", "0123456798", "abcdefghij", "0123456789 ",
    "0\u{301}123456789", "〇一二三四五六七八九", "⓪①②③④⑤⑥⑦⑧⑨",
  ])
  func anythingElseIsNot(digits: String) {
    #expect(WordingDigits(digits) == nil)
  }

  @Test func theNumberingSystemsAreCLDRs() {
    #expect(WordingDigits.numberingSystems["latn"] == .latin)
    #expect(WordingDigits.numberingSystems["arab"]?.source == Self.arabicIndic)
    #expect(WordingDigits.numberingSystems["arabext"]?.source == "۰۱۲۳۴۵۶۷۸۹")
    #expect(WordingDigits.numberingSystems.count == 3)
  }

  @Test func aWordingWritesItsDigitsAndIgnoresBadOnes() {
    var wording = ChoiceWording.english
    wording.digits = Self.arabicIndic
    #expect(wording.digits == Self.arabicIndic)
    #expect(wording.position(index: 9, count: 12) == "١٠ of ١٢")
    #expect(wording.options(count: 1) == "١ option")
    #expect(wording.position(index: 0, count: 0) == "٠ of ٠")
    wording.selectedCountForms = [:]
    #expect(wording.selectedCount(25) == "٢٥")
    wording.digits = "not digits"
    #expect(wording.digits == "0123456789")
    #expect(wording.position(index: 1, count: 4) == "2 of 4")
    let made = ChoiceWording(
      languageCode: "ar", selected: "s", dimmed: "d", none: "n", separator: ", ",
      positionFormat: "{index}/{count}", optionsForms: [.other: "{count}"],
      selectedCountForms: [.other: "{count}"], digits: "0123")
    #expect(made.digits == "0123456789")
  }
}
